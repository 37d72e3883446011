"""Each game's table, one package per game: the table kit (ui/kit) plus that game's board and words."""
