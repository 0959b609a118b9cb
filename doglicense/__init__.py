"""Self-service dog licensing for New York towns."""
