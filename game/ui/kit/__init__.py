"""The parts every game table is built from: log, notices, prompts, the hand strip."""
