package org.hashclick;

import java.nio.charset.StandardCharsets;
import java.util.List;

/** Maps "field=value" strings (and crosses of two fields) into 2^bits buckets. */
public final class FeatureHasher {
    private final int bits;
    private final long mask;
    private final long seed;

    public FeatureHasher(int bits, long seed) {
        if (bits < 1 || bits > 30) throw new IllegalArgumentException("bits must be in 1..30");
        this.bits = bits;
        this.mask = (1L << bits) - 1;
        this.seed = seed;
    }

    public int dimension() {
        return 1 << bits;
    }

    /** 64-bit FNV-1a over the UTF-8 bytes, then a xor-shift-multiply finaliser. */
    static long hash64(String s, long seed) {
        long h = 0xcbf29ce484222325L ^ seed;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= (b & 0xff);
            h *= 0x100000001b3L;
        }
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 29;
        return h;
    }

    public int bucket(String token) {
        return (int) (hash64(token, seed) & mask);
    }

    /** Bucket indices of one impression: the bias, every field, and the requested crosses. */
    public int[] buckets(List<String> names, List<String> values, List<int[]> crosses) {
        int[] out = new int[1 + values.size() + crosses.size()];
        int k = 0;
        out[k++] = bucket(BIAS);
        for (int i = 0; i < values.size(); i++) {
            out[k++] = bucket(fieldToken(names.get(i), values.get(i)));
        }
        for (int[] c : crosses) {
            out[k++] = bucket(crossToken(names.get(c[0]), names.get(c[1]), values.get(c[0]), values.get(c[1])));
        }
        return out;
    }

    static final String BIAS = "__bias__";

    static String fieldToken(String name, String value) {
        return name + "=" + value;
    }

    static String crossToken(String a, String b, String va, String vb) {
        return a + "x" + b + "=" + va + "|" + vb;
    }
}
