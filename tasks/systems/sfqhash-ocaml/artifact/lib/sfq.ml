(* Stochastic fair queueing: flows are hashed into a fixed number of buckets
   and the buckets are served by DRR.  Flows that share a bucket share its
   service, which is where SFQ loses fairness against per-flow DRR.

   The flow hash is keyed by [perturb]; the bucket index is the reduction
   of the 64-bit hash onto [buckets] (see reduce.mli). *)

type layout = {
  bucket_of_flow : int array;
  flows_in_bucket : int array;
}

let layout ~perturb ~buckets (w : Workload.t) =
  let bucket_of_flow =
    Array.map (fun (f : Workload.flow) -> Fhash.bucket ~perturb ~buckets f.key) w.flows
  in
  let flows_in_bucket = Array.make buckets 0 in
  Array.iter (fun b -> flows_in_bucket.(b) <- flows_in_bucket.(b) + 1) bucket_of_flow;
  { bucket_of_flow; flows_in_bucket }

(* Buckets that hold two or more elephants: the collisions that matter. *)
let shared_elephant_buckets (w : Workload.t) l buckets =
  let el = Array.make buckets 0 in
  Array.iteri
    (fun i (f : Workload.flow) ->
      if f.cls = Workload.Elephant then
        el.(l.bucket_of_flow.(i)) <- el.(l.bucket_of_flow.(i)) + 1)
    w.flows;
  Array.fold_left (fun n c -> if c >= 2 then n + 1 else n) 0 el

let max_bucket_flows l = Array.fold_left max 0 l.flows_in_bucket

let make ~perturb ~buckets ~limit ~quantum (w : Workload.t) : Sched.t =
  let l = layout ~perturb ~buckets w in
  let shared = shared_elephant_buckets w l buckets in
  Drr.make_generic
    ~name:(Printf.sprintf "sfq-%d" buckets)
    ~n:buckets ~limit ~quantum
    ~classify:(fun p -> l.bucket_of_flow.(p.Packet.flow))
    ~extra:(fun () ->
      [ ("reduction", `String Reduce.name);
        ("shared_elephant_buckets", `Int shared);
        ("max_bucket_flows", `Int (max_bucket_flows l)) ])
