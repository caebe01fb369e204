(* Self-clocked fair queueing (SCFQ), per flow.  Not part of the paper's
   tables: kept for the ablation in experiments/bufsweep and as a sanity
   reference for DRR (both approximate the same fluid fair share).

   The system virtual time is the finish tag of the packet in service; a
   packet of flow f arriving at virtual time v gets the tag
   F = max(F_last(f), v) + size / weight(f).  Tags are integers scaled by
   [scale] to stay exact. *)

let scale = 1024

module H = struct
  (* binary min-heap on (tag, arrival order) *)
  type elt = { tag : int; order : int; pkt : Packet.t }

  type t = { mutable a : elt array; mutable n : int }

  let dummy = { tag = 0; order = 0; pkt = { Packet.flow = 0; seq = 0; arrival = 0; size = 0 } }
  let create () = { a = Array.make 64 dummy; n = 0 }
  let less x y = x.tag < y.tag || (x.tag = y.tag && x.order < y.order)

  let swap h i j =
    let t = h.a.(i) in
    h.a.(i) <- h.a.(j);
    h.a.(j) <- t

  let push h e =
    if h.n = Array.length h.a then begin
      let b = Array.make (2 * h.n) dummy in
      Array.blit h.a 0 b 0 h.n;
      h.a <- b
    end;
    h.a.(h.n) <- e;
    let i = ref h.n in
    h.n <- h.n + 1;
    while !i > 0 && less h.a.(!i) h.a.((!i - 1) / 2) do
      swap h !i ((!i - 1) / 2);
      i := (!i - 1) / 2
    done

  let pop h =
    if h.n = 0 then None
    else begin
      let top = h.a.(0) in
      h.n <- h.n - 1;
      h.a.(0) <- h.a.(h.n);
      let i = ref 0 in
      let continue = ref true in
      while !continue do
        let l = (2 * !i) + 1 and r = (2 * !i) + 2 in
        let m = ref !i in
        if l < h.n && less h.a.(l) h.a.(!m) then m := l;
        if r < h.n && less h.a.(r) h.a.(!m) then m := r;
        if !m = !i then continue := false else (swap h !i !m; i := !m)
      done;
      Some top
    end
end

let make ~flows ~limit ?(weight = fun _ -> 1) () : Sched.t =
  let heap = H.create () in
  let last_finish = Array.make flows 0 in
  let queued = Array.make flows 0 in
  let vtime = ref 0 in
  let order = ref 0 in
  let drops = ref 0 in
  {
    Sched.name = "scfq";
    enqueue =
      (fun p ->
        let f = p.Packet.flow in
        if queued.(f) >= limit then (incr drops; false)
        else begin
          let start = max last_finish.(f) !vtime in
          let tag = start + (p.size * scale / weight f) in
          last_finish.(f) <- tag;
          queued.(f) <- queued.(f) + 1;
          incr order;
          H.push heap { H.tag; order = !order; pkt = p };
          true
        end);
    dequeue =
      (fun () ->
        match H.pop heap with
        | None -> None
        | Some e ->
            vtime := e.tag;
            queued.(e.pkt.flow) <- queued.(e.pkt.flow) - 1;
            Some e.pkt);
    backlog = (fun () -> heap.H.n);
    describe = (fun () -> [ ("limit", `Int limit); ("drops", `Int !drops) ]);
  }
