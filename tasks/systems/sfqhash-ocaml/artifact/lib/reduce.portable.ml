(* Portable reduction for builds without Zarith.  Maps a 64-bit hash onto
   [0, n) by unsigned remainder.  For a well-mixed hash (fmix64) the bucket
   distribution is uniform, exactly as with the multiply-high reduction, so
   fairness figures are statistically equivalent. *)

let reduce h n =
  if n <= 0 then invalid_arg "Reduce.reduce";
  Int64.to_int (Int64.unsigned_rem h (Int64.of_int n))

let name = "mod"
