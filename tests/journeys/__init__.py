"""The journey explorer: every resident journey, derived from the flow definitions, walked on
every channel and in every language, with the same checks at each step (issue 12).

planner.py derives the journeys from doglicense/flows/ (answers.py makes the answers: a new
question or choice is walked without a line here), kennel.py makes the dogs they start from
through the product, drivers/ walk a journey on the bot, the web form (HTTP, and a sample in
Chromium) and `doglicense chat`, checks.py says what is wrong with what a resident saw, clerk.py
is the console over HTTP, runner.py walks one journey, explorer.py runs them all; transfer.py,
relay.py, readings.py and corrections.py walk what starts outside a flow's command (a transfer
code, the found-dog relay's Reply and Share, a date read two ways, a license the clerk returned).

`make journeys` runs it (so does `make test`). While working on it: JOURNEYS_FLOWS=license,lost
walks only those flows, JOURNEYS_VERBOSE=1 prints each journey, JOURNEYS_PARALLEL=1 runs one
channel and language at a time. A law boundary worth walking goes in answers.law_options.
"""
