(* Builds without Zarith have no 128-bit product: map a 64-bit hash onto
   [0, n) by unsigned remainder. *)

let reduce h n =
  if n <= 0 then invalid_arg "Reduce.reduce";
  Int64.to_int (Int64.unsigned_rem h (Int64.of_int n))

let name = "mod"
