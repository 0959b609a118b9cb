"""A request's way in and its license: submissions, corrections, issuing, certificates seen before, the State's records."""
