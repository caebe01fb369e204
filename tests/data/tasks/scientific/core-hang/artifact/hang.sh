#!/bin/bash
echo started
sleep 600
