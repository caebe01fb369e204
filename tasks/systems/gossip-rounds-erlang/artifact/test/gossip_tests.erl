-module(gossip_tests).
-include_lib("eunit/include/eunit.hrl").

every_protocol_spreads_test_() ->
    [?_assertMatch({_, _, _}, gossip_sim:run(P, 32, 7, [])) || P <- [push, pull, pushpull]].

everyone_infected_test() ->
    {_Rounds, _Msgs, Hist} = gossip_sim:run(pushpull, 64, 3, []),
    ?assertEqual(64, lists:last(Hist)).

push_messages_test() ->
    {_Rounds, Msgs, Hist} = gossip_sim:run(push, 16, 11, []),
    %% in push only infected nodes send: one message per infected node and round
    ?assertEqual(lists:sum([1 | lists:droplast(Hist)]), Msgs).
