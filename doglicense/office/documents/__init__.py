"""Uploaded certificates: taken in, drawn off the event loop, read, and checked by the machine."""
