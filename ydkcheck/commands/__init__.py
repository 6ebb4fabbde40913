"""One module per command, imported only when its command runs.

Each has ``build(lang)``, which returns the typer command: the command reads its options
(the shared ones declared by ``options``, resolved once into a ``context.RunContext``),
calls the plain functions of its feature package, prints what their renderers return
(``common.say``), and exits with a code (``common``).
"""
