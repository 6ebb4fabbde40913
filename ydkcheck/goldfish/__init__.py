"""Goldfish: opening-hand probabilities (hand specs, condition grammar, exact and Monte Carlo)."""
