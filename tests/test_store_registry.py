"""The store is swappable: a Protocol, a registry entry, and ChatService working through either."""

import pytest

import engine
from engine.store import SessionStore, Store, open_store, store_registry
from matchers.errors import RegistryError


def test_bundled_backend_is_registered_and_satisfies_the_protocol(tmp_path):
    store = open_store(str(tmp_path / "s.sqlite"))
    assert isinstance(store, SessionStore)
    assert isinstance(store, Store)
    store.close()


def test_registering_a_different_factory_under_a_taken_name_fails():
    with pytest.raises(RegistryError):
        store_registry.register("sqlalchemy.v1", lambda db: None)


def test_unknown_backend_names_the_known_ones():
    with pytest.raises(RegistryError, match=r"sqlalchemy\.v1"):
        open_store(None, backend="nope.v1")


def test_custom_backend_is_used_by_open_store(tmp_path):
    made = []

    def factory(db):
        made.append(db)
        return SessionStore(db)

    store_registry.register("test.recording.v1", factory)
    try:
        store = open_store(str(tmp_path / "x.sqlite"), backend="test.recording.v1")
        store.close()
    finally:
        store_registry.unregister("test.recording.v1")
    assert made == [str(tmp_path / "x.sqlite")]


def test_lazy_public_names():
    assert engine.ChatService.__name__ == "ChatService"
    assert engine.open_store is open_store
    with pytest.raises(AttributeError):
        engine.NoSuchThing
