"""The practice screens: the wink-spotting trainer's levels, trials, drill, results and progress."""
