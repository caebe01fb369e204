"""The kernel's xorshift64* generator, seeded the same way."""

M64 = (1 << 64) - 1


class XorShift64Star:
    GOLDEN = 0x9E3779B97F4A7C15
    STREAM = 0xD1B54A32D192ED03
    MULT = 0x2545F4914F6CDD1D
    FALLBACK = 0x853C49E6748FEA9B

    def __init__(self, seed, stream=0):
        s = (seed * self.GOLDEN + (stream + 1) * self.STREAM) & M64
        self.state = s or self.FALLBACK

    def next(self):
        x = self.state
        x ^= x >> 12
        x ^= (x << 25) & M64
        x ^= x >> 27
        self.state = x
        return (x * self.MULT) & M64

    def below(self, n):
        return self.next() % n

    def take(self, k):
        return [self.next() for _ in range(k)]
