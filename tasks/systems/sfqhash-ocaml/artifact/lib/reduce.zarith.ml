(* Map a 64-bit hash onto [0, n) with the multiply-high ("fastrange")
   reduction: bucket = (h * n) >> 64, h read as unsigned.  OCaml has no
   unsigned 128-bit product, so the product is taken in Zarith. *)

let reduce h n =
  if n <= 0 then invalid_arg "Reduce.reduce";
  Z.to_int (Z.shift_right (Z.mul (Z.of_int64_unsigned h) (Z.of_int n)) 64)

let name = "mulhi"
