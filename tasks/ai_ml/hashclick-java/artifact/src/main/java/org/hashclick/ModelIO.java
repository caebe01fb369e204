package org.hashclick;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Sparse, gzip-compressed weight files: magic, format version, bits, salt, then (index, weight)
 * pairs for every non-zero weight. A model only makes sense with the salt it was trained with.
 */
public final class ModelIO {
    static final int MAGIC = 0x48434c4b; // "HCLK"
    static final int VERSION = 2;

    private ModelIO() {}

    public record Saved(int bits, String salt, double[] weights) {}

    public static void save(Path path, int bits, String salt, double[] w) throws IOException {
        try (OutputStream raw = Files.newOutputStream(path);
             DataOutputStream out = new DataOutputStream(new GZIPOutputStream(raw))) {
            out.writeInt(MAGIC);
            out.writeInt(VERSION);
            out.writeInt(bits);
            out.writeUTF(salt);
            int nz = 0;
            for (double v : w) if (v != 0.0) nz++;
            out.writeInt(nz);
            for (int i = 0; i < w.length; i++) {
                if (w[i] != 0.0) {
                    out.writeInt(i);
                    out.writeDouble(w[i]);
                }
            }
        }
    }

    public static Saved load(Path path) throws IOException {
        try (InputStream raw = Files.newInputStream(path);
             DataInputStream in = new DataInputStream(new GZIPInputStream(raw))) {
            if (in.readInt() != MAGIC) throw new IOException(path + ": not a hashclick model");
            int version = in.readInt();
            if (version != VERSION) throw new IOException(path + ": model format " + version + ", expected " + VERSION);
            int bits = in.readInt();
            String salt = in.readUTF();
            double[] w = new double[1 << bits];
            int nz = in.readInt();
            for (int k = 0; k < nz; k++) {
                int i = in.readInt();
                w[i] = in.readDouble();
            }
            return new Saved(bits, salt, w);
        }
    }
}
