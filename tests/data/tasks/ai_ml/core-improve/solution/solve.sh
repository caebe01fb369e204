#!/bin/bash
echo THRESHOLD=50 > model.conf
