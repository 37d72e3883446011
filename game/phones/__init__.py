"""Phones as private hands: a small web server inside the game (aiohttp, in a thread beside the
window) serving one page and one live connection per phone seat. Below the UI: nothing here imports
arcade, pyglet or `game.ui`.

- `hub.py`: what the table and the server share, through queues: each seat's token, the latest
  view of each phone seat (made by the table from that seat's observation), and what the phones
  sent, waiting for the table's next update. Drawing never waits on the network.
- `messages.py`: the page's protocol: what a phone may send (checked, size-limited), what it is
  sent.
"""
