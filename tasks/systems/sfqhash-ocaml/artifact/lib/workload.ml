(* Synthetic traffic: a few long-lived "elephant" flows (bulk TCP, full-size
   segments) that alone oversubscribe the link, and many "mice" (request /
   response traffic, small packets, long gaps).  Each flow sends at a fixed
   mean gap with a uniform jitter of up to a quarter gap. *)

type cls = Elephant | Mouse

type flow = {
  id : int;
  cls : cls;
  key : Flowkey.t;
  gap : int;
  offset : int;
  size : int;
}

type t = { flows : flow array; packets : Packet.t array }

let mouse_ports = [| 80; 443; 8080 |]

let draw_key rng cls =
  let src = 0x0A000000 + Prng.below rng (1 lsl 24) in
  let dst = 0xC0A80000 + Prng.below rng 65536 in
  let sport = 1024 + Prng.below rng 64512 in
  let dport, proto =
    match cls with
    | Elephant -> (5201, 6)
    | Mouse ->
        let d = Prng.pick rng mouse_ports in
        let p = if Prng.below rng 10 = 0 then 17 else 6 in
        (d, p)
  in
  { Flowkey.src; dst; sport; dport; proto }

let make_flows (c : Config.t) rng =
  let el =
    List.init c.elephants (fun i ->
        let key = draw_key rng Elephant in
        let gap = Prng.range rng c.eleph_gap_lo c.eleph_gap_hi in
        let offset = Prng.below rng gap in
        { id = i; cls = Elephant; key; gap; offset; size = c.eleph_size })
  in
  let mi =
    List.init c.mice (fun j ->
        let key = draw_key rng Mouse in
        let gap = Prng.range rng c.mouse_gap_lo c.mouse_gap_hi in
        let offset = Prng.below rng gap in
        let size = Prng.range rng c.mouse_size_lo c.mouse_size_hi in
        { id = c.elephants + j; cls = Mouse; key; gap; offset; size })
  in
  Array.of_list (el @ mi)

let flow_packets (c : Config.t) rng f acc =
  let jmax = max 1 (f.gap / 4) in
  let rec go t k acc =
    if t >= c.horizon then acc
    else
      let a = t + Prng.below rng jmax in
      let acc =
        if a < c.horizon then { Packet.flow = f.id; seq = k; arrival = a; size = f.size } :: acc
        else acc
      in
      go (t + f.gap) (k + 1) acc
  in
  go f.offset 0 acc

let generate (c : Config.t) =
  let rng = Prng.make c.seed in
  let flows = make_flows c rng in
  let pkts = Array.fold_left (fun acc f -> flow_packets c rng f acc) [] flows in
  let packets = Array.of_list pkts in
  Array.stable_sort Packet.compare_arrival packets;
  { flows; packets }

let offered_load (c : Config.t) w =
  let bytes = Array.fold_left (fun s (p : Packet.t) -> s + p.size) 0 w.packets in
  float_of_int bytes /. float_of_int c.horizon

let count_class w cls =
  Array.fold_left (fun n f -> if f.cls = cls then n + 1 else n) 0 w.flows

let is_elephant w i = w.flows.(i).cls = Elephant
