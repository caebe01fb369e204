(* Packet traces as CSV ("arrival,flow,seq,size"), as written by tracegen,
   and flow tables ("flow,class,key,gap,offset,size").  Used by bin/replay
   to run the disciplines on traces from other simulators or captures. *)

let split_csv line = List.map String.trim (String.split_on_char ',' line)

let read_lines path =
  let ic = open_in path in
  let rec go acc =
    match input_line ic with
    | l -> go (l :: acc)
    | exception End_of_file ->
        close_in ic;
        List.rev acc
  in
  go []

let parse_packet lineno line =
  match split_csv line with
  | [ a; f; s; z ] -> (
      try { Packet.arrival = int_of_string a; flow = int_of_string f; seq = int_of_string s;
            size = int_of_string z }
      with Failure _ -> failwith (Printf.sprintf "trace line %d: bad number" lineno))
  | _ -> failwith (Printf.sprintf "trace line %d: expected 4 fields" lineno)

let read_packets path =
  match read_lines path with
  | [] -> [||]
  | header :: rows ->
      if not (String.length header >= 7 && String.sub header 0 7 = "arrival") then
        failwith (path ^ ": not a packet trace (missing header)");
      let pk =
        rows
        |> List.filteri (fun _ l -> String.trim l <> "")
        |> List.mapi (fun i l -> parse_packet (i + 2) l)
        |> Array.of_list
      in
      Array.stable_sort Packet.compare_arrival pk;
      pk

let parse_ip s =
  match List.map int_of_string (String.split_on_char '.' s) with
  | [ a; b; c; d ] -> (a lsl 24) lor (b lsl 16) lor (c lsl 8) lor d
  | _ -> failwith ("bad address " ^ s)

(* key format of Flowkey.to_string: a.b.c.d:sport->e.f.g.h:dport/proto *)
let parse_key s =
  match String.split_on_char '/' s with
  | [ ends; proto ] -> (
      let proto = match proto with "tcp" -> 6 | "udp" -> 17 | p -> int_of_string p in
      match Str_compat.split_on_string "->" ends with
      | [ a; b ] ->
          let host_port x =
            match String.split_on_char ':' x with
            | [ h; p ] -> (parse_ip h, int_of_string p)
            | _ -> failwith ("bad endpoint " ^ x)
          in
          let src, sport = host_port a and dst, dport = host_port b in
          { Flowkey.src; dst; sport; dport; proto }
      | _ -> failwith ("bad key " ^ s))
  | _ -> failwith ("bad key " ^ s)

let read_flows path : Workload.flow array =
  match read_lines path with
  | [] -> [||]
  | _ :: rows ->
      rows
      |> List.filter (fun l -> String.trim l <> "")
      |> List.map (fun l ->
             match split_csv l with
             | [ id; cls; key; gap; off; size ] ->
                 {
                   Workload.id = int_of_string id;
                   cls = (if cls = "E" then Workload.Elephant else Workload.Mouse);
                   key = parse_key key;
                   gap = int_of_string gap;
                   offset = int_of_string off;
                   size = int_of_string size;
                 }
             | _ -> failwith ("bad flow line: " ^ l))
      |> Array.of_list

let write_packets path (pk : Packet.t array) =
  let oc = open_out path in
  output_string oc "arrival,flow,seq,size\n";
  Array.iter (fun (p : Packet.t) -> Printf.fprintf oc "%d,%d,%d,%d\n" p.arrival p.flow p.seq p.size) pk;
  close_out oc
