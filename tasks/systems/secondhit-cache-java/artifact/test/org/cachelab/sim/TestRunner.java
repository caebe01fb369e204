package org.cachelab.sim;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * A minimal test runner (the lab machines had no JUnit): runs every public
 * static void test*() method of the classes named on the command line.
 */
public class TestRunner {
    private static int failed;
    private static int passed;

    public static void check(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
    }

    public static void equal(long want, long got, String what) {
        if (want != got) {
            throw new AssertionError(what + ": want " + want + ", got " + got);
        }
    }

    public static void near(double want, double got, double tol, String what) {
        if (Math.abs(want - got) > tol) {
            throw new AssertionError(what + ": want " + want + ", got " + got);
        }
    }

    public static void main(String[] args) throws Exception {
        for (String name : args) {
            Class<?> c = Class.forName(name);
            for (Method m : c.getDeclaredMethods()) {
                if (!m.getName().startsWith("test") || !Modifier.isStatic(m.getModifiers())) {
                    continue;
                }
                try {
                    m.invoke(null);
                    passed++;
                } catch (java.lang.reflect.InvocationTargetException e) {
                    failed++;
                    System.out.println("FAIL " + c.getSimpleName() + "." + m.getName() + ": " + e.getCause());
                }
            }
        }
        System.out.println(passed + " passed, " + failed + " failed");
        if (failed > 0) {
            System.exit(1);
        }
    }
}
