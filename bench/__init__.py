"""Benchmarks with figures: `make bench` runs them and writes bench/RESULTS.md."""
