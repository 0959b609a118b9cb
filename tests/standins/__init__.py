"""Local stand-ins of the outside services the tests talk HTTP to."""
