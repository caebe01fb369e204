(* String helpers missing from the Stdlib of the OCaml versions we support
   (we avoid a dependency on the str library for one function). *)

let split_on_string sep s =
  let n = String.length sep and m = String.length s in
  if n = 0 then invalid_arg "split_on_string";
  let rec go start i acc =
    if i > m - n then List.rev (String.sub s start (m - start) :: acc)
    else if String.sub s i n = sep then go (i + n) (i + n) (String.sub s start (i - start) :: acc)
    else go start (i + 1) acc
  in
  go 0 0 []

let starts_with ~prefix s =
  String.length s >= String.length prefix && String.sub s 0 (String.length prefix) = prefix
