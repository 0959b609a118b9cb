"""Channel-free conversations: each question defined once, the engine, one module per flow."""
