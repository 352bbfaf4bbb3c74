"""Prompt and template files, shipped as package data and loaded with importlib.resources."""
