"""Side plans: ``plan``."""
