"""The commands of the CLI, one module each; see ydkcheck.cli."""
