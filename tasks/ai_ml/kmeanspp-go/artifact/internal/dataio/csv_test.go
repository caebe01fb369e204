package dataio

import (
	"bytes"
	"strings"
	"testing"
)

func TestReadHeader(t *testing.T) {
	ds, err := Read(strings.NewReader("x,y\n1,2\n3,4\n"), "t")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Points) != 2 || ds.Header[1] != "y" || ds.Dim() != 2 {
		t.Fatalf("got %+v", ds)
	}
}

func TestReadNoHeader(t *testing.T) {
	ds, err := Read(strings.NewReader("1,2\n3,4\n"), "t")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Points) != 2 || ds.Header != nil {
		t.Fatalf("got %+v", ds)
	}
}

func TestReadCommentsAndBlanks(t *testing.T) {
	ds, err := Read(strings.NewReader("# plots\nx,y\n1,2\n3,\n5,6\n"), "t")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Points) != 2 || ds.Skipped != 1 {
		t.Fatalf("got %d points, %d skipped", len(ds.Points), ds.Skipped)
	}
}

func TestReadCRLF(t *testing.T) {
	ds, err := Read(strings.NewReader("x,y\r\n1.5,2\r\n3,4.25\r\n"), "t")
	if err != nil {
		t.Fatal(err)
	}
	if ds.Points[1][1] != 4.25 {
		t.Fatalf("got %v", ds.Points)
	}
}

func TestReadBadRow(t *testing.T) {
	if _, err := Read(strings.NewReader("1,2\n3,abc\n"), "t"); err == nil {
		t.Fatal("no error for a non-numeric row")
	}
}

func TestRoundTrip(t *testing.T) {
	X := [][]float64{{0.1, -2.5e-7}, {1e300, 3}}
	var buf bytes.Buffer
	if err := Write(&buf, DefaultHeader(2), X); err != nil {
		t.Fatal(err)
	}
	ds, err := Read(&buf, "t")
	if err != nil {
		t.Fatal(err)
	}
	for i := range X {
		for j := range X[i] {
			if ds.Points[i][j] != X[i][j] {
				t.Fatalf("round trip changed %v to %v", X, ds.Points)
			}
		}
	}
}
