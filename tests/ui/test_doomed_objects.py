"""GL objects let go in another thread (a collection that runs in a game's keeping thread frees a
text's buffers) are deleted at the next frame: pyglet only queues them until the window's context
is made current again, which pyglet's loop does each frame and so must our headless stepping."""

from __future__ import annotations

import threading
from typing import Any

import pyglet

from game.ui.headless import step


def test_a_buffer_let_go_in_another_thread_is_deleted_at_the_next_frame(window: Any) -> None:
    buffer = pyglet.graphics.vertexbuffer.BufferObject(64)
    space = window.context.object_space
    ident = buffer.id
    letting_go = threading.Thread(target=lambda: window.context.delete_buffer(ident))
    letting_go.start()
    letting_go.join()
    assert ident in space.doomed_buffers  # not deleted there: no GL in that thread
    step(window, 1)
    assert ident not in space.doomed_buffers and not space.doomed_buffers
