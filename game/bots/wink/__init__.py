"""Wink's bots: what they decide from an observation and their own eyes (bot.py), and what they
do at a table (policy.py)."""
