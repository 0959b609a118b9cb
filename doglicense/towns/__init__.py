"""Town profiles: one TOML file per town."""
