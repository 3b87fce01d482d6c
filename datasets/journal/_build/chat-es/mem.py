# Lucía's own files and two web clippings, present before the tool runs.
MEM = {}
MEM['Memory/MEMORY.md'] = """# MEMORIA

Lo importante, para no tener que preguntarlo otra vez 🙃

## Ahora
- [[Bootcamp]] — active. Nodo Academy, online, septiembre–noviembre.
- [[Las Medusas]] — active. Ensayo los jueves a las 20:00.
- Curro: Bar La Pilarica (Ruzafa), viernes y sábado noche. Jefe: Toni.

## Salud
- [[Tiroides]] — ver nota

## Gente
- Dani — mi novio, vive en Madrid (Lavapiés), enfermero en el 12 de Octubre
	- turnos rotativos, muchas noches
- Irene — mi hermana, Zaragoza, con Jorge
	- embarazada, sale de cuentas el 15 de noviembre
- Marta — compañera de piso en Ruzafa, amiga desde el insti
- Papá y Mamá — Zaragoza

## Casa
- C/ Sueca 41, 3ºB, Ruzafa (Valencia)
	- alquiler: 420 € mi parte

## Reglas
- Eutirox en ayunas, 30 min antes del café. SIEMPRE.
- No contestar mensajes del bar en días libres.
"""
MEM['Memory/Topics/Bootcamp.md'] = """---
aliases: [Nodo Academy, bootcamp de datos]
status: active
tags: [estudios]
---
# Bootcamp

Bootcamp de Análisis de Datos — Nodo Academy (online).

- 12 semanas: del 7 de septiembre al 27 de noviembre de 2026
- Horario: lunes a jueves, 18:00–21:00 (clases grabadas)
- Precio: 3.900 €, beca del 50 % → pago 1.950 € en 3 plazos
- Mentor: Álex Ruiz
- Entrega del proyecto final: 13 de noviembre
- Módulos: Excel + SQL → Python + pandas → visualización → proyecto
"""
MEM['Memory/Topics/Tiroides.md'] = """---
aliases: [hipotiroidismo, Hashimoto, Eutirox]
tags: [salud]
---
# Tiroides

Hashimoto / hipotiroidismo, diagnosticado en 2022.

- Eutirox 75mcg
- 1 al día, en ayunas, con agua
- Endocrina: Dra. Salas, Hospital Clínico (Valencia)
- TSH (junio 2026): 4,9
- Si estoy muy cansada o con frío todo el rato → pedir analítica
"""
MEM['Memory/Topics/Las Medusas.md'] = """---
aliases: [Medusas, la banda]
status: active
tags: [música]
---
# Las Medusas

Indie-pop, Valencia, desde 2024.

- Sara — voz y letras
- Nico — guitarra
- Pau — batería (llega tarde)
- yo — bajo
- Ensayos: jueves 20:00, La Nave (Benimaclet), 15 € la hora entre los cuatro
- Canciones propias: 7. Versiones: 4.
"""
MEM['Clippings/Levotiroxina - lo que tienes que saber.md'] = """---
title: "Levotiroxina: lo que tienes que saber"
source: "https://www.saludclara.es/articulos/levotiroxina-lo-que-tienes-que-saber"
author:
  - "[[Beatriz Montoro]]"
published: 2025-05-12
created: 2026-10-06
description: "Dosis, horarios e interacciones del tratamiento más común para el hipotiroidismo."
tags:
  - "clippings"
---
# Levotiroxina: lo que tienes que saber

La levotiroxina es la hormona tiroidea sintética que se receta en el hipotiroidismo. En España la toman más de un millón de personas.

## Dosis

La dosis de sustitución completa suele calcularse en torno a 1,6 mcg por kilo de peso al día. Muchos adultos acaban estabilizados con 100 mcg, aunque en personas mayores o con problemas cardiacos se empieza con 25 mcg y se sube poco a poco.

## Cómo tomarla

- En ayunas, con agua, entre 30 y 60 minutos antes del desayuno.
- Separada al menos 4 horas del calcio, el hierro y los antiácidos.
- El café justo después reduce su absorción hasta un 30 %.

## Controles

Tras cada cambio de dosis se repite la TSH a las 6–8 semanas. Una vez estable, basta con un control anual.
"""
MEM['Clippings/Los barrios más baratos para alquilar en Madrid en 2026.md'] = """---
title: "Los barrios más baratos para alquilar en Madrid en 2026"
source: "https://www.pisosymas.es/blog/barrios-baratos-alquiler-madrid-2026"
author:
  - "[[Redacción Pisos y Más]]"
published: 2026-09-15
created: 2026-10-21
description: "Dónde sale más barato alquilar un piso de dos habitaciones en la capital."
tags:
  - "clippings"
---
# Los barrios más baratos para alquilar en Madrid en 2026

El alquiler medio en Madrid ha subido un 9 % en un año, hasta los 21,4 € por metro cuadrado.

## Los cinco más baratos (piso de 2 habitaciones)

1. Villaverde — 890 €/mes
2. Usera — 940 €/mes
3. Puente de Vallecas — 960 €/mes
4. Carabanchel — 1.010 €/mes
5. Vicálvaro — 1.040 €/mes

## ¿Y el centro?

En Centro (Lavapiés, Sol, Malasaña) el piso de dos habitaciones ronda ya los 1.450 €/mes, y en Chamberí supera los 1.600 €.

Consejo: negocia la fianza y pide siempre el certificado energético.
"""
