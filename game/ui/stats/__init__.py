"""The statistics screen and the list of games played (issue 22): view.py, games.py, and the
parts they are drawn with."""
