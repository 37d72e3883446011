"""The wink-spotting trainer, below the screen: trials, scoring, signal detection, the staircase,
a simulated observer. Pure and seeded: the practice view, `simulate practice` and the tests all
drive the same `PracticeSession` on their own clock."""
