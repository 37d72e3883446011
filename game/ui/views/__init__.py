"""One View per screen."""
