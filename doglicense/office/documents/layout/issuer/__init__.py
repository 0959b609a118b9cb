"""Who issued a paper, and where the shot was given: its letterhead, or a field naming it."""
