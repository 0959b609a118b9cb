"""The journey explorer: every resident journey, derived from the flow definitions, walked on
every channel and in every language, with the same checks at each step (issue 12).

planner.py derives the journeys from doglicense/flows/ (answers.py makes the answers),
kennel.py makes the dogs they start from through the product, drivers/ walk a journey on the
bot, the web form and `doglicense chat`, checks.py says what is wrong with what a resident saw,
clerk.py is the clerk's console over HTTP, runner.py puts them together.
"""
