"""How much one phone may send: a token bucket for its messages, a count of its excess that ends a
flood, and a throttle so that refusals are told at most once a second each (never a flood back).

Pure and clock-injected (seconds from any monotonic clock), so each is tested without waiting.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Bucket:
    """`rate` tokens a second, at most `burst` saved up; each message takes one."""

    rate: float
    burst: float
    tokens: float = field(init=False)
    at: float | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self.tokens = self.burst

    def _refill(self, now: float) -> None:
        if self.at is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now

    def take(self, now: float) -> bool:
        """Whether a message may pass now (and takes its token if so)."""
        self._refill(now)
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


@dataclass
class Excess:
    """The messages refused for going too fast, forgotten at `rate` a second: more than `bound`
    outstanding is a flood, and the connection ends (a page that merely hurries never gets there)."""

    rate: float
    bound: float
    count: float = 0.0
    at: float | None = None

    def add(self, now: float) -> bool:
        """Count one refused message; whether the flood bound is passed."""
        if self.at is not None:
            self.count = max(0.0, self.count - (now - self.at) * self.rate)
        self.at = now
        self.count += 1.0
        return self.count > self.bound


@dataclass
class Throttle:
    """At most one line per key every `every` seconds."""

    every: float = 1.0
    last: dict[str, float] = field(default_factory=dict)

    def allow(self, key: str, now: float) -> bool:
        before = self.last.get(key)
        if before is not None and now - before < self.every:
            return False
        self.last[key] = now
        return True
