package org.hashclick;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Runtime defaults of the trainer, bundled in the jar as {@code hashclick.properties}; a file
 * named by the system property {@code hashclick.config} overrides them, and command-line
 * options override both.
 */
public final class Config {
    private final Properties props = new Properties();

    private Config() {}

    public static Config load() {
        Config c = new Config();
        try (InputStream in = Config.class.getResourceAsStream("/hashclick.properties")) {
            if (in != null) c.props.load(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read bundled hashclick.properties", e);
        }
        String overlay = System.getProperty("hashclick.config");
        if (overlay != null) {
            try (InputStream in = Files.newInputStream(Path.of(overlay))) {
                c.props.load(in);
            } catch (IOException e) {
                throw new IllegalStateException("cannot read " + overlay + " (-Dhashclick.config)", e);
            }
        }
        return c;
    }

    public String get(String key, String fallback) {
        return props.getProperty(key, fallback).trim();
    }

    public double getDouble(String key, double fallback) {
        String v = props.getProperty(key);
        return v == null ? fallback : Double.parseDouble(v.trim());
    }

    public int getInt(String key, int fallback) {
        String v = props.getProperty(key);
        return v == null ? fallback : Integer.parseInt(v.trim());
    }

    /** Release of the running code (printed by {@code --version}). */
    public static String release() {
        return Config.class.getPackage().getImplementationVersion();
    }

    /** Salt mixed into every bucket index, so that models of different releases never share a table. */
    public String salt() {
        String name = get("hash.salt", "");
        String release = release();
        return release == null ? name : name + "-" + release;
    }
}
