"""One module per command, imported only when its command runs.

Each has ``build(lang)``, which returns the typer command: the command reads its options
(the shared ones declared by ``options``, resolved once into a ``context.RunContext``),
calls the plain functions of its feature package, prints what their renderers return
(``common.say``), and exits with a code (``common``).

A command module has no ``from __future__ import annotations``: typer reads the command's
signature with ``typing.get_type_hints``, which evaluates every annotation written as a
string anew (0.6 ms of every run, a third of building the command).
"""
