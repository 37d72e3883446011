"""The screens around the tables: menu, setup, results, rules, settings, keys, pause."""
