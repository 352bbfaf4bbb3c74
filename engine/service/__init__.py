"""``chat-verifier serve``: the HTTP verification service (FastAPI + uvicorn), one Verifier per worker.

See :func:`engine.service.app.create_app` and the README's ``serve`` section. Import the
submodules; this package imports nothing heavy on its own.
"""
