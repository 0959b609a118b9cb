"""A request's way in and its license: submissions, corrections, issuing, the State's records."""
