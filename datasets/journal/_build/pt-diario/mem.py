# Renata's own memory files, present before the tool runs (written by her at the end of July 2026).
MEM = {}
MEM['Memória/MEMORY.md'] = """# Memória

Coisas que eu não quero ter que lembrar de cabeça. Atualizei no fim de julho de 2026.

## Pessoas
- Digo (Rodrigo) — meu marido, motorista de aplicativo (Uber e 99), sai cedinho e volta tarde
- Juju (Juliana) — 12 anos, 7º ano, balé terça e quinta na Escola de Dança Lírio
- Mãe (Dona Lurdes) — mora sozinha em Divinópolis, Rua Goiás 210, desde que o pai faleceu
- Dona Cida — vizinha do 101, 78 anos, guarda a chave reserva do nosso apê
- Bia (Beatriz) — técnica de enfermagem, minha parceira de plantão e de café

## Projetos
- [[Obra da cozinha]] — trocar bancada, piso e armário, agosto
- [[Pós em UTI]] — especialização em terapia intensiva, começa em agosto
- [[Corrida]] — treino com o Corre Santê

## Casa
- Apê: Rua Quimberlita, Santa Tereza, 2º andar, sem elevador
- Gás: Ultragaz, o telefone tá colado na geladeira
- Condomínio vence dia 10

## Trabalho
- [[Hospital São Lucas]] — setor, escala, quem é quem
"""
MEM['Memória/Tópicos/Obra da cozinha.md'] = """---
aliases: [reforma da cozinha, a obra]
status: planned
---
# Obra da cozinha

A cozinha tá caindo aos pedaços: armário com cupim, piso rachado, bancada de fórmica descascando.

- Pedreiro: Seu Tião (Sebastião), indicação da Dona Cida
- Orçamento do Seu Tião: R$ 14.500 com piso, azulejo, bancada de fórmica nova e armário
- Começa dia 3 de agosto, umas quatro semanas
- Enquanto isso a gente cozinha no fogareiro da área
"""
MEM['Memória/Tópicos/Corrida.md'] = """---
aliases: [correr, treino]
status: active
---
# Corrida

- Grupo: Corre Santê, saída da Praça Duque de Caxias
- Treino: terça e quinta às 5h40, antes do plantão
- Tênis: Asics cinza, comprado em março
- Meta do ano: correr a Volta da Pampulha em dezembro
"""
MEM['Memória/Tópicos/Hospital São Lucas.md'] = """---
aliases: [São Lucas, o hospital]
---
# Hospital São Lucas

Trabalho lá desde 2017, enfermeira assistencial.

- Setor: Clínica Médica, 4º andar
- Coordenadora: Enfª Sandra
- Escala: 12x36 diurno, das 7h às 19h
- Crachá e armário 212 no vestiário do térreo
"""
MEM['Memória/Tópicos/Pós em UTI.md'] = """---
aliases: [a pós, especialização]
status: planned
---
# Pós em UTI

Especialização em terapia intensiva na Faculdade Horizonte, 18 meses.

- Aulas: sábado sim, sábado não, das 8h às 17h
- Mensalidade: R$ 489
- Primeira aula: sábado, 8 de agosto
- O hospital paga metade se eu ficar mais dois anos
"""
