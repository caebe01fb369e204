package org.hashclick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClickLogTest {
    private static Path write(String text) throws IOException {
        Path f = Files.createTempFile("clicks", ".csv");
        Files.writeString(f, text);
        return f;
    }

    @Test
    void readsHeaderLabelsAndValues() throws IOException {
        ClickLog log = ClickLog.read(write("click,site,ad\n1,st1,ad2\n0,st1,ad3\n"));
        assertEquals(List.of("site", "ad"), log.names());
        assertEquals(2, log.size());
        assertEquals(List.of("st1", "ad3"), log.values(1));
        assertEquals(0.5, log.clickRate(), 0.0);
        assertEquals(1, log.cardinalities().get("site"));
    }

    @Test
    void tokensCountFieldsCrossesAndBias() throws IOException {
        ClickLog log = ClickLog.read(write("click,site,ad\n1,st1,ad2\n0,st1,ad3\n"));
        // bias, site=st1, ad=ad2, ad=ad3, two crosses
        assertEquals(6, log.tokens(List.of(new int[] {0, 1})).size());
    }

    @Test
    void raggedRowsAreRejected() throws IOException {
        Path f = write("click,site,ad\n1,st1\n");
        assertThrows(IOException.class, () -> ClickLog.read(f));
    }
}
