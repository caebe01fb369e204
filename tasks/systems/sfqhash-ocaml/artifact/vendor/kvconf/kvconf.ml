module M = Map.Make (String)

type t = { values : string M.t; origin : (string * int) M.t }

exception Error of string * int * string

let empty = { values = M.empty; origin = M.empty }

let strip_comment line =
  match String.index_opt line '#' with
  | None -> line
  | Some i -> String.sub line 0 i

let set t k v = { t with values = M.add k v t.values }

let rec parse_lines ~file ~depth t section lineno = function
  | [] -> t
  | raw :: rest ->
      let line = String.trim (strip_comment raw) in
      if line = "" then parse_lines ~file ~depth t section (lineno + 1) rest
      else if line.[0] = '[' then begin
        let n = String.length line in
        if line.[n - 1] <> ']' then raise (Error (file, lineno, "unterminated section"));
        let s = String.trim (String.sub line 1 (n - 2)) in
        parse_lines ~file ~depth t (if s = "" then None else Some s) (lineno + 1) rest
      end else
        match String.index_opt line '=' with
        | None -> raise (Error (file, lineno, "expected key = value"))
        | Some i ->
            let k = String.trim (String.sub line 0 i) in
            let v = String.trim (String.sub line (i + 1) (String.length line - i - 1)) in
            if k = "" then raise (Error (file, lineno, "empty key"));
            let t =
              if k = "include" && section = None then begin
                if depth > 8 then raise (Error (file, lineno, "include nesting too deep"));
                let path =
                  if Filename.is_relative v then Filename.concat (Filename.dirname file) v else v
                in
                load_file ~depth:(depth + 1) t path
              end else
                let key = match section with None -> k | Some s -> s ^ "." ^ k in
                { values = M.add key v t.values; origin = M.add key (file, lineno) t.origin }
            in
            parse_lines ~file ~depth t section (lineno + 1) rest

and load_file ~depth t path =
  let text =
    try In_channel.with_open_text path In_channel.input_all
    with Sys_error msg -> raise (Error (path, 0, msg))
  in
  parse_lines ~file:path ~depth t None 1 (String.split_on_char '\n' text)

let of_string ?(file = "<string>") s =
  parse_lines ~file ~depth:0 empty None 1 (String.split_on_char '\n' s)

let load path = load_file ~depth:0 empty path

let override t kvs = List.fold_left (fun t (k, v) -> set t k v) t kvs
let keys t = List.map fst (M.bindings t.values)
let mem t k = M.mem k t.values
let find t k = M.find_opt k t.values

let where t k =
  match M.find_opt k t.origin with
  | Some (f, l) -> (f, l)
  | None -> ("<override>", 0)

let fail t k msg =
  let f, l = where t k in
  raise (Error (f, l, Printf.sprintf "%s: %s" k msg))

let get conv what t ?default k =
  match find t k, default with
  | Some v, _ -> (
      match conv v with Some x -> x | None -> fail t k ("not " ^ what ^ ": " ^ v))
  | None, Some d -> d
  | None, None -> raise (Error ("<config>", 0, "missing key " ^ k))

let get_string t ?default k = get (fun s -> Some s) "a string" t ?default k

let get_int t ?default k =
  get (fun s -> int_of_string_opt (String.concat "" (String.split_on_char '_' s)))
    "an integer" t ?default k

let get_float t ?default k = get float_of_string_opt "a number" t ?default k

let get_bool t ?default k =
  get
    (fun s ->
      match String.lowercase_ascii s with
      | "1" | "true" | "yes" | "on" -> Some true
      | "0" | "false" | "no" | "off" -> Some false
      | _ -> None)
    "a boolean" t ?default k

let split_list s =
  String.split_on_char ',' s |> List.map String.trim |> List.filter (fun x -> x <> "")

let get_list t ?default k = get (fun s -> Some (split_list s)) "a list" t ?default k

let get_int_list t ?default k =
  get
    (fun s ->
      let xs = split_list s in
      let ys = List.filter_map int_of_string_opt xs in
      if List.length xs = List.length ys then Some ys else None)
    "a list of integers" t ?default k

let to_assoc t = M.bindings t.values

let pp ppf t = M.iter (fun k v -> Format.fprintf ppf "%s = %s@." k v) t.values
