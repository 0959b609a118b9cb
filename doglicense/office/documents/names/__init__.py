"""Names on a certificate: its people (owner, vet) and its practice, never one for another."""
