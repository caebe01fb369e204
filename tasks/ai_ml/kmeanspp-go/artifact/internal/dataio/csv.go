// Package dataio reads and writes point sets as CSV (one point per row).
package dataio

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Dataset is a point set read from a file.
type Dataset struct {
	Name    string
	Header  []string // column names, nil when the file has none
	Points  [][]float64
	Skipped int // rows without a value in every column
}

// Dim is the number of coordinates per point.
func (ds *Dataset) Dim() int {
	if len(ds.Points) == 0 {
		return 0
	}
	return len(ds.Points[0])
}

func parseRow(rec []string) ([]float64, error) {
	p := make([]float64, len(rec))
	for j, f := range rec {
		v, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil {
			return nil, err
		}
		p[j] = v
	}
	return p, nil
}

func blank(rec []string) bool {
	for _, f := range rec {
		if strings.TrimSpace(f) == "" {
			return true
		}
	}
	return false
}

// Read parses comma-separated points. Lines starting with '#' are comments; a first row that
// is not numeric is the header; rows with an empty field are skipped and counted.
func Read(r io.Reader, name string) (*Dataset, error) {
	cr := csv.NewReader(r)
	cr.Comment = '#'
	cr.TrimLeadingSpace = true
	recs, err := cr.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("%s: no rows", name)
	}
	ds := &Dataset{Name: name}
	if _, err := parseRow(recs[0]); err != nil {
		ds.Header = recs[0]
		recs = recs[1:]
	}
	for i, rec := range recs {
		if blank(rec) {
			ds.Skipped++
			continue
		}
		p, err := parseRow(rec)
		if err != nil {
			return nil, fmt.Errorf("%s: row %d: %w", name, i+1, err)
		}
		ds.Points = append(ds.Points, p)
	}
	if len(ds.Points) == 0 {
		return nil, errors.New(name + ": no points")
	}
	return ds, nil
}

// ReadFile reads a point file (see Read).
func ReadFile(path string) (*Dataset, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// Write writes points as CSV with the given header (none if nil), full float64 precision.
func Write(w io.Writer, header []string, X [][]float64) error {
	cw := csv.NewWriter(w)
	if header != nil {
		if err := cw.Write(header); err != nil {
			return err
		}
	}
	row := []string{}
	for _, p := range X {
		row = row[:0]
		for _, v := range p {
			row = append(row, strconv.FormatFloat(v, 'g', -1, 64))
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// DefaultHeader names d columns x1..xd.
func DefaultHeader(d int) []string {
	h := make([]string, d)
	for j := range d {
		h[j] = "x" + strconv.Itoa(j+1)
	}
	return h
}
